"""Drive a command through a real pseudo-terminal (test/cli/menu/pty.test.ts).

argv[1]: JSON {"argv": [...], "env": {...}, "steps": [[WAIT_FOR, KEYS], ...]}: for each
step, read the screen until WAIT_FOR appears (a plain substring of the output with
escape sequences removed), then type KEYS. Prints JSON {"screen": ..., "code": ..., "ms": [when each WAIT_FOR appeared]}.
Python's pty module is on every machine the project runs on (docs/development.md).
"""
import json, os, pty, re, select, signal, sys, time

spec = json.loads(sys.argv[1])
started = time.time()
times = []
pid, fd = pty.fork()
if pid == 0:
    env = dict(spec["env"])
    env.setdefault("TERM", "xterm")
    os.execvpe(spec["argv"][0], spec["argv"], env)

raw = b""
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]|\r")

def plain():
    return ANSI.sub("", raw.decode("utf8", "replace"))

def read_for(seconds, until_output=False):
    """Read the screen for `seconds`, or (until_output) until the first output arrives."""
    global raw
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.005)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            raw += chunk
            if until_output:
                return True
    return True

timeout = float(spec.get("timeout", 20))
seen = 0
for wait_for, keys in spec["steps"]:
    end = time.time() + timeout
    while wait_for not in plain()[seen:]:
        # Back as soon as output arrives: the time each WAIT_FOR appeared is measured
        # (npm run bench menu), not rounded up to the end of a 50 ms read.
        alive = read_for(0.05, until_output=True)
        if wait_for in plain()[seen:]:
            break
        if time.time() > end or not alive:
            print(json.dumps({"screen": plain(), "code": None, "stuck": wait_for}))
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            sys.exit(0)
    times.append(round((time.time() - started) * 1000, 1))
    seen = plain().index(wait_for, seen) + len(wait_for)
    time.sleep(0.15)
    try:
        os.write(fd, keys.encode("utf8"))
    except OSError:
        pass  # the command has ended already

end = time.time() + timeout
code = None
while time.time() < end:
    read_for(0.1)
    done, status = os.waitpid(pid, os.WNOHANG)
    if done == pid:
        code = os.waitstatus_to_exitcode(status)
        read_for(0.2)
        break
print(json.dumps({"screen": plain(), "code": code, "ms": times}))
