-- bad spec: allocates without end
local t, s = {}, string.rep("x", 1024 * 1024)
local i = 0
while true do
  i = i + 1
  t[i] = s .. i
end
