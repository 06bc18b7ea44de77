import type { CommonMessages } from './types';

const en: CommonMessages = {
  loading: 'Loading...',
  cancel: 'Cancel',
  language: 'Language',
  username: 'Username',
  backHome: 'Back to home',
  switchLanguageSuccess: 'Switch Language Success',
  productName: 'Smart Teaching Console',
  request: {
    error: 'Error',
    network: 'Network error, please check your connection and try again',
    timeout: 'The request timed out, please try again later',
    http: 'Server error ({{status}})',
  },
  relogin: {
    title: 'Confirm logout',
    message: 'You have been logged out, you can cancel to stay on this page, or log in again',
    confirm: 'Re-Login',
  },
  verificationFailed: 'Verification failed, please Login again.',
  hasError: 'Has Error',
  crash: {
    title: 'Something went wrong',
    description: 'The page ran into an unexpected problem. Reloading usually fixes it.',
    reload: 'Reload',
  },
  login: {
    pageTitle: 'Log in',
    title: 'Welcome back',
    subtitle: 'Sign in with your account',
    usernamePlaceholder: 'Enter your username',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    capsLock: 'Caps Lock is on',
    submit: 'Log in',
    submitting: 'Logging in...',
    usernameRequired: 'Please enter your username',
    passwordTooShort: 'The password can not be less than {{min}} digits',
    failed: 'Login failed, please try again',
    heroTitle: 'Make every lesson count',
    heroText:
      'Courses, classes, homework correction and learning reports in one console, for teachers, students and administrators alike.',
    featureLessons: 'Lesson preparation and class supervision',
    featureHomework: 'Homework correction and wrong-question training',
    featureReports: 'Precision learning reports',
    footer: '© {{year}} {{name}}',
  },
};

export default en;
