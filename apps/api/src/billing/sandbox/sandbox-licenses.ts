import { SandboxError } from './sandbox-error.ts';
import { sandboxId, type SandboxLicense, type SandboxStore } from './sandbox-store.ts';

/** License keys (the lifetime pass): activate an instance, validate it, deactivate it, as Creem's /v1/licenses/* do. */

export function activateLicense(store: SandboxStore, key: string, instanceName: string): { license: SandboxLicense; instanceId: string } {
  const license = store.findLicenseByKey(key);
  if (!license) throw new SandboxError(404, 'License key not found');
  if (license.status === 'disabled' || license.status === 'expired') throw new SandboxError(403, `This license key is ${license.status}`);
  const active = license.instances.filter((instance) => instance.status === 'active');
  const existing = active.find((instance) => instance.name === instanceName);
  if (existing) return { license, instanceId: existing.id };
  if (active.length >= license.activationLimit) throw new SandboxError(403, 'This license key reached its activation limit');
  const instance = { id: sandboxId('lki'), name: instanceName, status: 'active' as const, createdAt: store.now() };
  license.instances.push(instance);
  license.status = 'active';
  return { license, instanceId: instance.id };
}

export function validateLicense(store: SandboxStore, key: string, instanceId: string): SandboxLicense {
  const license = store.findLicenseByKey(key);
  if (!license || !license.instances.some((instance) => instance.id === instanceId)) throw new SandboxError(404, 'License key or instance not found');
  return license;
}

export function deactivateLicense(store: SandboxStore, key: string, instanceId: string): SandboxLicense {
  const license = validateLicense(store, key, instanceId);
  for (const instance of license.instances) if (instance.id === instanceId) instance.status = 'deactivated';
  if (!license.instances.some((instance) => instance.status === 'active') && license.status === 'active') license.status = 'inactive';
  return license;
}
