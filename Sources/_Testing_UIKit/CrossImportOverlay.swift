// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and
// UIKit also imports `_Testing_UIKit` (on Apple platforms, where UIImage values can be attached to
// a test). On Linux the toolchain has no such module, so a test file importing Testing and
// ViewProbe's UIKit stand-in would not compile. This empty module stands in for the overlay; it
// is built only where ViewProbe builds its UIKit stand-in.
