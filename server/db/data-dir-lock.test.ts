import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "blockvocates-lock-"));

/** A live process that is not this one: the lock's other holder. */
async function withOtherProcess(run: (pid: number) => void) {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await new Promise((resolve) => child.once("spawn", resolve));
    run(child.pid ?? 0);
  } finally {
    child.kill("SIGKILL");
    // Reaped: the pid no longer names a live process.
    await exited;
  }
}

describe("one process per embedded database", () => {
  it("takes the folder's lock and gives it back", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses, saying what to do, while another live process holds it", async () => {
    const dir = freshDir();
    await withOtherProcess((pid) => {
      writeFileSync(path.join(dir, "server.lock"), String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${pid}.*DATABASE_URL`));
      // The holder's lock is left alone.
      expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(pid));
    });
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = freshDir();
    let deadPid = 0;
    await withOtherProcess((pid) => {
      deadPid = pid;
    });
    writeFileSync(path.join(dir, "server.lock"), String(deadPid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
