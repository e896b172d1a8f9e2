# embed.cmake: a text file as a NUL-terminated C array, for a page template
# compiled into the library (engine/report/replay_page.html).
#   cmake -DIN=FILE -DOUT=FILE.c -DNAME=SYMBOL -P embed.cmake
# Bytes, not a string literal: ISO C promises string literals of 4095
# characters only (-Woverlength-strings).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," hex "${hex}")
string(REGEX REPLACE "((0x..,){24})" "\\1\n" hex "${hex}")
file(WRITE "${OUT}.tmp" "/* generated from ${IN} by scripts/embed.cmake: do not edit */\nconst char ${NAME}[] = {\n${hex}0x00};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
