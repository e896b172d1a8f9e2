-- hostile: string concatenation in a loop (one VM instruction, 16 MiB copied each)
local big = ("x"):rep(16 * 1024 * 1024)
for k = 1, 100000 do local s = big .. k end
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
