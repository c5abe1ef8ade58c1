/**
 * The shell's general calls: every /api/common/* (module descriptors, uniqueness, profile, avatar, package), feedback,
 * the tenant centre, public essays, the collection report and the public list of approved project applications.
 */
import type { FastifyPluginAsync } from 'fastify';
import { avatarRoutes } from './avatarRoutes.js';
import { collectionReportRoutes } from './collectionReportRoutes.js';
import { essayRoutes } from './essayRoutes.js';
import { feedbackRoutes } from './feedbackRoutes.js';
import { moduleRoutes } from './moduleRoutes.js';
import { packageRoutes } from './packageRoutes.js';
import { problemPublicityRoutes } from './problemPublicityRoutes.js';
import { profileRoutes } from './profileRoutes.js';
import { tenantCenterRoutes } from './tenantCenterRoutes.js';

export const commonPlugin: FastifyPluginAsync = async (app) => {
  await app.register(moduleRoutes);
  await app.register(avatarRoutes);
  await app.register(profileRoutes);
  await app.register(packageRoutes);
  await app.register(feedbackRoutes);
  await app.register(tenantCenterRoutes);
  await app.register(essayRoutes);
  await app.register(collectionReportRoutes);
  await app.register(problemPublicityRoutes);
};
