#!/usr/bin/env bash
# Makes each resume's DOCX and PDF from its HTML source with LibreOffice (Debian's
# libreoffice-writer-nogui, fonts-liberation2, fonts-dejavu-core): the HTML is opened in Writer and
# saved as Word 2007 XML, and the PDF is exported from that DOCX, as a person saving from Word would.
# The files are committed; run this only when a source changes: `bash resumes/make.sh [NAME.html ...]`.
set -euo pipefail
cd "$(dirname "$0")"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
lo=(soffice "-env:UserInstallation=file://$profile" --headless)
sources=("$@")
[ ${#sources[@]} -gt 0 ] || sources=(*.html)
for source in "${sources[@]}"; do
  name="${source%.html}"
  "${lo[@]}" --infilter='HTML (StarWriter)' --convert-to 'docx:MS Word 2007 XML' "$source" >/dev/null
  "${lo[@]}" --convert-to pdf "$name.docx" >/dev/null
  echo "$name: $(stat -c %s "$name.docx") B docx, $(stat -c %s "$name.pdf") B pdf"
done
