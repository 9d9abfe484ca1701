export { type BuildResult, ValidationError, type ValidationIssue } from './error';
