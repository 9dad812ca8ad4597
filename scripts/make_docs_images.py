"""Write the README's pictures: docs/tree.svg, docs/tree.png and docs/viz_page.png.

The tree is the bundled demo rule's decision tree (``rulewise viz``'s SVG).
``viz_page.png`` is a screenshot, taken by real headless Chromium, of the HTML
page ``rulewise viz --format html`` writes, with a two-answer dialog's route
drawn on it.  ``tree.png`` comes from Pillow where it is installed, otherwise
from the same Chromium.

Usage::

    python scripts/make_docs_images.py [--out docs]

Chromium is the Debian package ``chromium`` (``apt-get install -y chromium``).
"""

from __future__ import annotations

import argparse
import datetime
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from reasoner import compile_rule  # noqa: E402
from rulewise.commands.demo import DEMO_QUESTION, demo_rule  # noqa: E402
from rulewise.viz import VizError, layout, page_html, tree_png, tree_svg  # noqa: E402

#: The dialog drawn on the page: two answers, so the page shows a route and the next question.
PAGE_HISTORY = [
    {"follow_up_question": "Do you get UK benefits?", "follow_up_answer": "Yes"},
    {
        "follow_up_question": "Do you live in another European country with a child?",
        "follow_up_answer": "No",
    },
]
TODAY = datetime.date(2026, 11, 30)


def chromium() -> str:
    """The Chromium executable, or exit with what to install."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("make_docs_images: Chromium not found; install it with `apt-get install -y chromium`")


def screenshot(page: Path, png: Path, width: int, height: int) -> None:
    """A PNG screenshot of a local file, taken by headless Chromium with a fresh profile."""
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                chromium(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                f"--user-data-dir={profile}",
                f"--screenshot={png}",
                f"--window-size={width},{height}",
                page.resolve().as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )
    if not png.is_file() or png.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"make_docs_images: Chromium wrote no PNG to {png}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "docs"), help="the folder for the images")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rule = demo_rule()

    placed = layout(compile_rule(rule).to_networkx(DEMO_QUESTION))
    svg = tree_svg(placed)
    (out / "tree.svg").write_text(svg, encoding="utf-8")
    try:
        (out / "tree.png").write_bytes(tree_png(placed, scale=1))
    except VizError:  # no Pillow: let Chromium draw the SVG
        with tempfile.TemporaryDirectory() as tmp:
            page = Path(tmp) / "tree.html"
            page.write_text(
                f"<!DOCTYPE html><html><body style='margin:0'>{svg}</body></html>", encoding="utf-8"
            )
            screenshot(page, out / "tree.png", round(placed.width), round(placed.height))

    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "viz_page.html"
        page.write_text(page_html(rule, DEMO_QUESTION, PAGE_HISTORY, today=TODAY), encoding="utf-8")
        screenshot(page, out / "viz_page.png", 1200, 900)
    for name in ("tree.svg", "tree.png", "viz_page.png"):
        print(f"wrote {out / name} ({(out / name).stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
