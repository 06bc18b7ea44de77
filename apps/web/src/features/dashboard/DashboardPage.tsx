import { GlobalOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { roleNameOf } from '@edu/shared/roles';
import { Avatar, Card, Col, Descriptions, Empty, Row, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { useAuthStore } from '../../app/auth-store';
import { htmlLangOf } from '../../app/i18n';
import { filterRoutes, flattenRoutes, layoutRoutes, type RouteDef } from '../../app/route-table';
import { iconFor } from '../../shell/icons';
import './dashboard.css';
import './i18n';
import { StudentTodo, TeacherTodo } from './TodayTodo';
import './today.css';

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/** 05–11 morning, 12–17 afternoon, 18–22 evening, otherwise night. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 23) return 'evening';
  return 'night';
}

/** Pages of the user's menu besides this one. */
export function shortcutRoutes(roles: readonly string[], self = '/dashboard'): RouteDef[] {
  return flattenRoutes(filterRoutes(layoutRoutes, roles)).filter((r) => !r.meta.hidden && r.path !== self);
}

function initialsOf(name: string): string {
  const trimmed = name.trim();
  return trimmed ? Array.from(trimmed)[0]!.toUpperCase() : '';
}

/** /dashboard: the home page of every role; a teacher's and a student's start with their day's to-do. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useAuthStore((s) => s.user);
  const roles = useAuthStore((s) => s.roles);
  const brand = useAppStore((s) => s.brandInfo);
  const language = useAppStore((s) => s.language);
  const shortcuts = useMemo(() => shortcutRoutes(roles), [roles]);

  const now = new Date();
  const displayName = user?.name || user?.username || '';
  const roleName = user ? roleNameOf(user.roletype) : undefined;
  const roleLabels = (roles.length > 0 ? roles : roleName ? [roleName] : []).map((r) =>
    t(`roles.${r}`, { defaultValue: t('roles.unknown') }),
  );
  const today = new Intl.DateTimeFormat(htmlLangOf(language), { dateStyle: 'full' }).format(now);
  const none = t('profile.none');

  return (
    <div className="dashboard">
      <section className="dashboard__hero">
        <div>
          <Typography.Title level={3} className="dashboard__greeting">
            {t(`greeting.${dayPartOf(now.getHours())}`, { name: displayName })}
          </Typography.Title>
          <Typography.Text className="dashboard__today">{t('today', { date: today })}</Typography.Text>
        </div>
        {roleLabels.length > 0 && (
          <div className="dashboard__roles">
            {roleLabels.map((label) => (
              <Tag key={label} color="blue" variant="filled">
                {label}
              </Tag>
            ))}
          </div>
        )}
      </section>

      {roles.includes('teacher') && <TeacherTodo />}
      {roles.includes('student') && <StudentTodo />}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('profile.title')} data-testid="dashboard-profile" className="dashboard__card">
            <div className="dashboard__profile">
              <Avatar
                size={72}
                className="dashboard__avatar"
                src={user?.avatorurl || undefined}
                icon={displayName ? undefined : <UserOutlined />}
              >
                {initialsOf(displayName)}
              </Avatar>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                size="small"
                className="dashboard__descriptions"
                items={[
                  { key: 'name', label: t('ui:fields.fullName'), children: user?.name || none },
                  { key: 'username', label: t('common:username'), children: user?.username || none },
                  { key: 'role', label: t('ui:fields.role'), children: roleLabels.join(' / ') || none },
                  { key: 'school', label: t('profile.school'), children: user?.schoolid ?? none },
                  {
                    key: 'brand',
                    label: t('ui:fields.brand'),
                    children: brand.brandName || (user?.brandid ?? none),
                  },
                  {
                    key: 'introduction',
                    label: t('ui:fields.introduction'),
                    span: 'filled',
                    children: user?.introduction || (
                      <Typography.Text type="secondary">{t('profile.noIntroduction')}</Typography.Text>
                    ),
                  },
                ]}
              />
            </div>
          </Card>
        </Col>

        <Col xs={24} lg={10}>
          <Card title={t('brand.title')} data-testid="dashboard-brand" className="dashboard__card">
            {brand.brandName || brand.webLogoUrl ? (
              <div className="dashboard__brand">
                {brand.webLogoUrl ? (
                  <img className="dashboard__brand-logo" src={brand.webLogoUrl} alt={brand.brandName} />
                ) : (
                  <Avatar size={56} icon={<GlobalOutlined />} />
                )}
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'name', label: t('brand.name'), children: brand.brandName || none },
                    { key: 'address', label: t('brand.webAddress'), children: brand.webAddress || none },
                    { key: 'id', label: t('brand.id'), children: brand.brandId === '' ? none : brand.brandId },
                  ]}
                />
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('brand.none')} />
            )}
          </Card>
        </Col>

        <Col span={24}>
          <Card title={t('shortcuts.title')} className="dashboard__card">
            {shortcuts.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shortcuts.empty')} />
            ) : (
              <div className="dashboard__shortcuts">
                {shortcuts.map((route) => {
                  const Icon = iconFor(route.meta.icon);
                  const title = t(route.meta.title, { ns: 'route', defaultValue: route.meta.title });
                  return (
                    <Link key={route.path} to={route.path} className="dashboard__shortcut" aria-label={title}>
                      <span className="dashboard__shortcut-icon">{Icon ? <Icon /> : <GlobalOutlined />}</span>
                      <span className="dashboard__shortcut-title">{title}</span>
                      <RightOutlined className="dashboard__shortcut-arrow" aria-hidden />
                    </Link>
                  );
                })}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
