/// Scene modifiers that keep the scene as it is: ViewProbe hosts a scene's view only (a scene's
/// `onChange` applies to its root view, `HostedApp.swift`).
extension Scene {
  /// Says which external events (URLs, activities) open this scene: ViewProbe hosts one scene,
  /// which takes them all.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}

extension Scene {
  /// The size a new window of the scene opens at (ViewProbe opens no windows).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

  /// The size a new window of the scene opens at (ViewProbe opens no windows).
  public func defaultSize(_ size: CGSize) -> some Scene { self }

  /// How the scene's windows may be resized (ViewProbe opens no windows).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

/// How a window may be resized.
public struct WindowResizability: Sendable {
  let name: String
  /// As the platform chooses.
  public static let automatic = WindowResizability(name: "automatic")
  /// Between the content's smallest and largest sizes.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// No smaller than the content's smallest size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// Work the system runs for the app in the background: an app refresh, a background URL
/// session's events.
public struct BackgroundTask<Request: Sendable, Response: Sendable>: Sendable {
  /// The task's identifier, as the app registers it.
  public let identifier: String
}

extension BackgroundTask where Request == Void, Response == Void {
  /// An app refresh registered as `identifier`.
  public static func appRefresh(_ identifier: String) -> Self { Self(identifier: identifier) }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The events of the background URL session `identifier`.
  public static func urlSession(_ identifier: String) -> Self { Self(identifier: identifier) }
}
