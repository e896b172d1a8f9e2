-- hostile: table.sort with a comparator that works hard on every comparison
local t = {}
for i = 1, 200000 do t[i] = (i * 7919) % 200003 end
table.sort(t, function(a, b) for k = 1, 100 do end return a < b end)
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
