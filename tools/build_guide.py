"""Build the organiser's guide: docs/guide/guide.md → resources/guide/guide.html (one self-contained file).

Only Python's standard library (and ``belote_club.text.typography`` for French spacing).  The Markdown is a
small subset, enough for a user guide:

* ``#`` title, ``##`` sections (numbered, listed in the table of contents), ``###`` sub-sections;
* paragraphs; ``1.`` numbered steps and ``-`` bullets (a line indented by two spaces continues the item);
* ``> `` a tip (one box); ``| a | b |`` tables (the second line ``|---|---|`` separates the header);
* ``![caption](../../resources/guide/images/file.png){width=420}`` alone on its line: a figure with its caption
  (consecutive image lines: side by side);
* inline: ``code``, ``**bold**``, ``*emphasis*``, ``[label](#anchor)``.

Images live in ``resources/guide/images/`` (the guide ships self-contained, images referenced relatively as
``images/…``); the build checks that every one exists.  Run ``.venv/bin/python tools/build_guide.py`` (``--check``: fail if the shipped
guide is not the one the source gives).
"""

from __future__ import annotations

import html
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from belote_club.text import typography  # noqa: E402

SOURCE = ROOT / "docs" / "guide" / "guide.md"
TARGET = ROOT / "resources" / "guide" / "guide.html"
#: The source names its images from docs/guide/ (so that it shows them where Markdown is rendered); the shipped
#: guide names them from its own folder.
SHIPPED_FROM_SOURCE = "../../resources/guide/"

STYLE = """
body { font-family: "DejaVu Sans", "Segoe UI", sans-serif; font-size: 11pt; color: #1d2a24; }
h1 { color: #17553a; font-size: 22pt; margin-bottom: 4px; }
h2 { color: #17553a; font-size: 16pt; margin-top: 22px; border-bottom: 1px solid #9fbfae; }
h3 { color: #1f4e8c; font-size: 12.5pt; margin-top: 14px; }
p, li { line-height: 135%; }
code { font-family: "DejaVu Sans Mono", monospace; background-color: #eef3f0; color: #7a1f12; }
table.grid { border-collapse: collapse; margin: 6px 0 10px 0; }
table.grid th { background-color: #dfeae4; text-align: left; padding: 3px 8px; }
table.grid td { padding: 3px 8px; border-bottom: 1px solid #cfdcd5; vertical-align: top; }
table.tip { background-color: #fff6dc; margin: 8px 0; }
table.tip td { padding: 6px 10px; }
p.figure { line-height: 100%; margin-top: 8px; margin-bottom: 0px; }
table.figures td { padding: 0 12px; }
p.caption { color: #5d6b64; font-size: 9.5pt; margin-top: 2px; }
p.lead { color: #5d6b64; font-size: 12pt; }
ol.toc li { margin: 1px 0; }
"""

_IMAGE = re.compile(r"^!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]+)\)(?:\{width=(?P<width>\d+)\})?\s*$")
_THOUSANDS = re.compile(r"(?<![\d.,])(\d{1,3}) (\d{3})(?!\d)")
_INLINE = re.compile(r"`(?P<code>[^`]+)`|\*\*(?P<bold>.+?)\*\*|\*(?P<em>[^*\s][^*]*?)\*|\[(?P<label>[^\]]+)\]\((?P<href>[^)]+)\)")


def slug(text: str) -> str:
    """« Les téléphones aux tables » → ``les-telephones-aux-tables``."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def french(text: str) -> str:
    """Prose: no-break spaces (``typography``) and thousands grouped with U+202F (« 1 000 points »)."""
    return _THOUSANDS.sub("\\1\u202f\\2", typography(text))


def inline(text: str) -> str:
    """Inline Markdown to HTML; French spacing in the prose, never inside ``code``."""
    out: list[str] = []
    position = 0
    for match in _INLINE.finditer(text):
        out.append(french(html.escape(text[position:match.start()], quote=False)))
        if match["code"] is not None:
            code = html.escape(match["code"], quote=False)
            if len(code) <= 24:  # a short example is never cut at the end of a line
                code = code.replace(" ", "&#160;")
            out.append(f"<code>{code}</code>")
        elif match["bold"] is not None:
            out.append(f"<b>{inline(match['bold'])}</b>")
        elif match["em"] is not None:
            out.append(f"<i>{inline(match['em'])}</i>")
        else:
            out.append(f'<a href="{html.escape(match["href"])}">{inline(match["label"])}</a>')
        position = match.end()
    out.append(french(html.escape(text[position:], quote=False)))
    return "".join(out)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file, read from its header."""
    with path.open("rb") as handle:
        header = handle.read(24)
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} n’est pas une image PNG")
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def _size(width: str | None, path: Path) -> str:
    """``width`` and ``height`` attributes: Qt lays the page out right before the image is loaded."""
    if not path.is_file():
        return f' width="{width}"' if width else ""
    real_width, real_height = png_size(path)
    shown = int(width) if width else real_width
    return f' width="{shown}" height="{round(real_height * shown / real_width)}"'


def convert(markdown: str, images_dir: Path | None = None) -> tuple[str, list[str]]:
    """The guide's HTML document and the images it references (``images_dir``: where they are, for sizes)."""
    lines = markdown.splitlines()
    body: list[str] = []
    toc: list[tuple[str, str]] = []
    images: list[str] = []
    title = "Guide"
    index = 0
    section = 0

    def block_end(i: int) -> bool:
        line = lines[i]
        return (not line.strip() or line.startswith(("#", ">", "|", "!["))
                or bool(re.match(r"^(\d+\.|-)\s", line)))

    while index < len(lines):
        line = lines[index]
        if not line.strip():
            index += 1
            continue
        if line.startswith("# "):
            title = line[2:].strip()
            body.append(f"<h1>{inline(title)}</h1>")
            index += 1
        elif line.startswith("## "):
            section += 1
            text = line[3:].strip()
            anchor = slug(text)
            toc.append((anchor, text))
            body.append(f'<h2><a name="{anchor}"></a>{section}. {inline(text)}</h2>')
            index += 1
        elif line.startswith("### "):
            text = line[4:].strip()
            body.append(f'<h3><a name="{slug(text)}"></a>{inline(text)}</h3>')
            index += 1
        elif line.startswith(">"):
            parts = []
            while index < len(lines) and lines[index].startswith(">"):
                parts.append(lines[index][1:].strip())
                index += 1
            body.append(f'<table class="tip" width="100%"><tr><td>{inline(" ".join(parts))}</td></tr></table>')
        elif line.startswith("|"):
            rows = []
            while index < len(lines) and lines[index].startswith("|"):
                rows.append(_cells(lines[index]))
                index += 1
            head, rest = rows[0], [r for r in rows[1:] if not all(set(c) <= set("-: ") for c in r)]
            out = ['<table class="grid" cellspacing="0">',
                   "<tr>" + "".join(f"<th>{inline(c)}</th>" for c in head) + "</tr>"]
            out += ["<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>" for row in rest]
            out.append("</table>")
            body.append("\n".join(out))
        elif _IMAGE.match(line) is not None:
            figures = []
            while index < len(lines) and (image := _IMAGE.match(lines[index])) is not None:
                src, alt = image["src"].removeprefix(SHIPPED_FROM_SOURCE), image["alt"]
                images.append(src)
                size = _size(image["width"], images_dir / src) if images_dir is not None else ""
                figures.append(f'<p class="figure" align="center"><img src="{html.escape(src)}" '
                               f'alt="{html.escape(alt)}"{size}></p><p class="caption" align="center">{inline(alt)}</p>')
                index += 1
            if len(figures) == 1:
                body.append(figures[0])
            else:  # images on consecutive lines stand side by side
                # A new page when printed: Qt would cut the row of (tall) pictures across two pages.
                body.append('<table class="figures" align="center" cellspacing="0" '
                            'style="page-break-before: always"><tr>'
                            + "".join(f'<td valign="top">{figure}</td>' for figure in figures) + "</tr></table>")
        elif (item := re.match(r"^(\d+\.|-)\s+(.*)$", line)) is not None:
            ordered = item.group(1) != "-"
            tag = "ol" if ordered else "ul"
            items: list[str] = []
            while index < len(lines):
                current = re.match(r"^(\d+\.|-)\s+(.*)$", lines[index])
                if current is not None and (current.group(1) != "-") == ordered:
                    items.append(current.group(2).strip())
                elif lines[index].startswith("  ") and lines[index].strip() and items:
                    items[-1] += " " + lines[index].strip()
                else:
                    break
                index += 1
            body.append(f"<{tag}>" + "".join(f"<li>{inline(i)}</li>" for i in items) + f"</{tag}>")
        else:
            parts = [line.strip()]
            index += 1
            while index < len(lines) and not block_end(index):
                parts.append(lines[index].strip())
                index += 1
            css = ' class="lead"' if not toc and len(body) == 1 else ""
            body.append(f"<p{css}>{inline(' '.join(parts))}</p>")
    contents = ('<h3>Sommaire</h3><ol class="toc">'
                + "".join(f'<li><a href="#{a}">{inline(t)}</a></li>' for a, t in toc) + "</ol>")
    # The table of contents goes after the title and its lead paragraph.
    first_section = next((i for i, b in enumerate(body) if b.startswith("<h2>")), len(body))
    body.insert(first_section, contents)
    document = ("<!DOCTYPE html>\n<html lang=\"fr\">\n<head>\n<meta charset=\"utf-8\">\n"
                f"<title>{html.escape(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
                + "\n".join(body) + "\n</body>\n</html>\n")
    return document, images


def build(source: Path = SOURCE, target: Path = TARGET) -> tuple[str, list[str]]:
    document, images = convert(source.read_text(encoding="utf-8"), target.parent)
    missing = [src for src in images if not (target.parent / src).is_file()]
    if missing:
        raise SystemExit("Images absentes de resources/guide : " + ", ".join(missing))
    return document, images


def main(argv: list[str]) -> int:
    document, _images = build()
    if "--check" in argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != document:
            print("resources/guide/guide.html n’est pas à jour : lancez tools/build_guide.py", file=sys.stderr)
            return 1
        return 0
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(document, encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)} écrit ({len(document)} caractères)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
