"""Render the application icon from its SVG source into every format the packages need.

    resources/icons/belote-club.svg          the source (drawn for 256 px, legible down to 48 px)
    resources/icons/belote-club-small.svg    simplified drawing for 16–32 px (fewer, bolder shapes)
    →  resources/icons/belote-club-<N>.png   N = 16, 32, 48, 64, 128, 256, 512
       resources/icons/belote-club.ico       Windows, 16–256 px, each size rendered, not scaled
       resources/icons/belote-club.icns      macOS, 16–1024 px

Needs CairoSVG and Pillow, which are not dependencies of the application:

    python3 -m venv /tmp/icon-tools
    /tmp/icon-tools/bin/pip install cairosvg pillow
    /tmp/icon-tools/bin/python packaging/render_icons.py

Run it again after any change to the SVG files and commit the results: they are resources.
"""

from __future__ import annotations

import argparse
import io
import struct
from pathlib import Path

import cairosvg
from PIL import Image

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
NAME = "belote-club"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon element types holding PNG data, and the pixel size of each (the @2x ones repeat a size).
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
    b"ic10": 1024,
}
SMALL_MAX = 32  # sizes up to this one use the simplified drawing


def render(size: int) -> Image.Image:
    source = ICONS / (f"{NAME}-small.svg" if size <= SMALL_MAX else f"{NAME}.svg")
    png = cairosvg.svg2png(url=str(source), output_width=size, output_height=size)
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    image.load()
    return image


def png_bytes(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def write_icns(path: Path, images: dict[int, Image.Image]) -> None:
    """An .icns file of PNG elements, one per size including the 16 and 32 px ones
    (Pillow's writer leaves out the 1x 16 and 32 px elements, so macOS would scale the 64 px one down)."""
    pngs = {size: png_bytes(images[size]) for size in set(ICNS_TYPES.values())}
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES.items()
    )
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(elements)) + elements)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS, help="output folder (default: resources/icons)")
    out: Path = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)

    images = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_TYPES.values()})}

    for size in PNG_SIZES:
        images[size].save(out / f"{NAME}-{size}.png", optimize=True)

    largest_ico = max(ICO_SIZES)
    images[largest_ico].save(
        out / f"{NAME}.ico",
        format="ICO",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=[images[size] for size in ICO_SIZES if size != largest_ico],
    )

    write_icns(out / f"{NAME}.icns", images)

    for path in sorted(out.glob(f"{NAME}*")):
        print(f"{path.stat().st_size:>9,d}  {path}")


if __name__ == "__main__":
    main()
