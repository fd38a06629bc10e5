#!/bin/sh
# Belote Club — installs the unpacked Linux release for the current user (or system-wide).
#
#   ./install.sh                      install into ~/.local (no root needed)
#   sudo PREFIX=/usr/local ./install.sh   install for every user
#   ./install.sh --uninstall          remove it again (same PREFIX)
#
# Copies this folder to $PREFIX/lib/belote-club, links $PREFIX/bin/belote-club (command line) and
# $PREFIX/bin/belote-club-gui (window), and registers the menu entry, the icons, the .belote file type
# and the AppStream metadata.
set -eu

PREFIX="${PREFIX:-$HOME/.local}"
APPDIR="$PREFIX/lib/belote-club"
BIN="$PREFIX/bin"
SHARE="$PREFIX/share"
SIZES="16 32 48 64 128 256 512"
ID="org.beloteclub.BeloteClub"  # desktop file, icon, MIME package and AppStream names (Wayland app id)

refresh() {
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$SHARE/mime" || true
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APPDIR"
    rm -f "$BIN/belote-club" "$BIN/belote-club-gui" \
        "$SHARE/applications/$ID.desktop" \
        "$SHARE/mime/packages/$ID.xml" \
        "$SHARE/metainfo/$ID.metainfo.xml" \
        "$SHARE/icons/hicolor/scalable/apps/$ID.svg"
    for size in $SIZES; do rm -f "$SHARE/icons/hicolor/${size}x${size}/apps/$ID.png"; done
    refresh
    echo "Belote Club a été désinstallé de $PREFIX."
    exit 0
fi

HERE=$(cd "$(dirname "$0")" && pwd)
RES="$HERE/_internal/resources"
if [ ! -x "$HERE/belote-club" ] || [ ! -d "$RES/linux" ]; then
    echo "install.sh : lancez-le depuis le dossier décompressé de Belote Club." >&2
    exit 1
fi

if [ "$HERE" != "$APPDIR" ]; then
    rm -rf "$APPDIR"
    mkdir -p "$APPDIR"
    cp -a "$HERE/." "$APPDIR/"
fi
mkdir -p "$BIN"
ln -sf "$APPDIR/belote-club" "$BIN/belote-club"
ln -sf "$APPDIR/Belote Club" "$BIN/belote-club-gui"

mkdir -p "$SHARE/applications" "$SHARE/mime/packages" "$SHARE/metainfo" "$SHARE/icons/hicolor/scalable/apps"
# The menu entry starts the window through its absolute path: ~/.local/bin is not always on the menu's PATH.
sed -e "s|^TryExec=belote-club-gui|TryExec=$BIN/belote-club-gui|" \
    -e "s|^Exec=belote-club-gui|Exec=\"$BIN/belote-club-gui\"|" \
    "$RES/linux/$ID.desktop" >"$SHARE/applications/$ID.desktop"
cp "$RES/linux/$ID.mime.xml" "$SHARE/mime/packages/$ID.xml"
cp "$RES/linux/$ID.metainfo.xml" "$SHARE/metainfo/$ID.metainfo.xml"
cp "$RES/icons/belote-club.svg" "$SHARE/icons/hicolor/scalable/apps/$ID.svg"
for size in $SIZES; do
    mkdir -p "$SHARE/icons/hicolor/${size}x${size}/apps"
    cp "$RES/icons/belote-club-$size.png" "$SHARE/icons/hicolor/${size}x${size}/apps/$ID.png"
done
refresh

echo "Belote Club est installé dans $APPDIR."
case ":$PATH:" in
    *":$BIN:"*) ;;
    *) echo "Ajoutez $BIN à votre PATH pour lancer « belote-club » depuis un terminal." ;;
esac
