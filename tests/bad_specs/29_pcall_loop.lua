-- bad spec: tries to swallow the instruction limit with pcall
while true do pcall(function() while true do end end) end
