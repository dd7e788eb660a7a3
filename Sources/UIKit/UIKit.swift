// Linux has no UIKit. There, ViewProbe's product includes this stand-in, so that a file that
// imports UIKit for the few UIKit names SwiftUI apps use — `UIColor` for `Color(.systemBackground)`,
// `UIImage`, `UIApplication.shared.open`, the feedback generators, `UITextChecker` — compiles
// unchanged. Those names are ViewProbe's (on iOS `import SwiftUI` brings them too): this module
// re-exports it. UIKit's views and view controllers are not provided.
@_exported import ViewProbe
