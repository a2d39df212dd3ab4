#!/usr/bin/env bash
# The steps of the GitHub Actions job in apps/cli/README.md ("CI recipe") after checkout and
# setup-node, as a shell script: run in a repository with @kitsmith/cli among its devDependencies,
# with KITSMITH_TOKEN and KITSMITH_API_URL set as the job sets them. test/pack.e2e.test.ts runs it
# against the real API and checks that its commands are the README's.
set -euo pipefail
npm ci
npx kitsmith check
