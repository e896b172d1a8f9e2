-- hostile: include() a sibling that fails, caught by pcall, forever
while true do pcall(include, "spec_include_missing.lua") end
