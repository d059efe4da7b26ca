"""Write the app icon files (.png, .ico, .icns) from our own `assets/common/art/icon.svg`.

Run by `build.spec` at build time so the packaged app always carries the current icon;
pygame-ce rasterises the SVG and Pillow writes the platform containers.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "common" / "art" / "icon.svg"
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]


def make_icons(out_dir: Path) -> dict[str, Path]:
    """Render the icon once at 1024 px and save it as PNG, ICO and ICNS in `out_dir`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from PIL import Image

    out_dir.mkdir(parents=True, exist_ok=True)
    surface = pygame.image.load_sized_svg(str(SVG), (1024, 1024))
    raw = pygame.image.tobytes(surface, "RGBA")
    image = Image.frombytes("RGBA", surface.get_size(), raw)
    paths = {
        "png": out_dir / "icon.png",
        "ico": out_dir / "icon.ico",
        "icns": out_dir / "icon.icns",
    }
    image.resize((512, 512), Image.Resampling.LANCZOS).save(paths["png"])
    image.save(paths["ico"], sizes=ICO_SIZES)
    image.save(paths["icns"])
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out_dir", type=Path, nargs="?", default=ROOT / "build" / "icons")
    args = parser.parse_args()
    for kind, path in make_icons(args.out_dir).items():
        print(f"{kind}: {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
