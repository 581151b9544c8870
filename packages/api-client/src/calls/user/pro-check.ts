/** `GET user/pro-check` (calls.md 7.4): The generic pro check (path not shown in the catalogue; `user/pro-check` here). */
import { defineCall } from '../../core/define-call.ts';

export const proCheck = defineCall('GET user/pro-check');
