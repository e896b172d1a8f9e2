#!/usr/bin/env python3
"""png_not_blank.py PNG [RRGGBB]: exit 0 when the screenshot PNG shows a page,
not a blank: decoded here (zlib and the PNG filters; Debian's python3 has no
PIL), it must hold at least 16 colours, and the colour RRGGBB when given."""
import struct
import sys
import zlib


def rows(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        if kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype = ihdr[:4]
    assert depth == 8 and ctype in (2, 6), "unexpected PNG format"
    bpp = 3 if ctype == 2 else 4
    raw, stride, prev = zlib.decompress(idat), w * bpp, bytearray(w * bpp)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        yield y, line, bpp, stride
        prev = line


colours = set()
for y, line, bpp, stride in rows(sys.argv[1]):
    if y % 4 == 0:
        colours.update(bytes(line[i:i + 3]) for i in range(0, stride, bpp * 4))
assert len(colours) >= 16, "only %d colours: a blank page" % len(colours)
if len(sys.argv) > 2:
    want = int(sys.argv[2], 16).to_bytes(3, "big")
    assert want in colours, "the colour %s is not in the picture" % sys.argv[2]
