// Swift Testing declares a cross-import overlay for Core Graphics: a file that imports both
// Testing and CoreGraphics also imports `_Testing_CoreGraphics` (on Apple platforms, where images
// can be attached to a test). On Linux the toolchain has no such module, so a test file importing
// Testing and ViewProbe's Core Graphics stand-in would not compile. This empty module stands in
// for the overlay; it is built only where ViewProbe builds its Core Graphics stand-in.
