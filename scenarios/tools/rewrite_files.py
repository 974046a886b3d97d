"""What both translators share: the files named (folders walked for .scenario, .md and .java files), each
rewritten in place by a function of its text; prints how many changed."""
import os


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def rewrite_files(paths, rewrite):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for d, _, fs in os.walk(p):
                files += [os.path.join(d, f) for f in sorted(fs) if f.endswith((".scenario", ".md", ".java"))]
        else:
            files.append(p)
    changed = 0
    for f in sorted(files):
        with open(f, encoding="utf-8") as h:
            text = h.read()
        new = rewrite(text)
        if new != text:
            with open(f, "w", encoding="utf-8") as h:
                h.write(new)
            changed += 1
    print(f"{changed} of {len(files)} files rewritten")
