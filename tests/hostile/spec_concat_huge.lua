-- hostile: table.concat of a huge table, again and again
local t = {}
for i = 1, 1000000 do t[i] = "xy" end
for k = 1, 1000 do local s = table.concat(t) end
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
