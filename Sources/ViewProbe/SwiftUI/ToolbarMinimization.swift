// OS 27's minimizing toolbars: a navigation bar that shrinks as its content scrolls. Nothing
// scrolls in ViewProbe (there is no layout), so no bar ever minimizes: the behaviours are kept
// and change nothing; every item of a bar stays drawn and takes touches as before.

/// How a toolbar minimizes in response to scrolling (OS 27).
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
  let name: String
  /// As the system decides (a navigation bar with a `.toolbarPrincipal` search minimizes).
  public static var automatic: ToolbarMinimizationBehavior { .init(name: "automatic") }
  /// Never minimizes.
  public static let never = ToolbarMinimizationBehavior(name: "never")
  /// Minimizes when scrolling down.
  public static let onScrollDown = ToolbarMinimizationBehavior(name: "onScrollDown")
  /// Minimizes when scrolling up.
  public static let onScrollUp = ToolbarMinimizationBehavior(name: "onScrollUp")
}

/// Whether the safe area follows a minimizing toolbar (OS 27).
public struct ToolbarMinimizationSafeAreaAdjustment: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static let automatic = ToolbarMinimizationSafeAreaAdjustment(name: "automatic")
  /// The safe area adjusts as the bar minimizes.
  public static let enabled = ToolbarMinimizationSafeAreaAdjustment(name: "enabled")
  /// The safe area stays as it is.
  public static let disabled = ToolbarMinimizationSafeAreaAdjustment(name: "disabled")
}

/// When a minimized toolbar comes back (OS 27).
public struct ToolbarMinimizationRestoration: Hashable, Sendable {
  let name: String
  /// As the system decides: when the scrolling turns back.
  public static let automatic = ToolbarMinimizationRestoration(name: "automatic")
  /// Only when the content is scrolled back to its edge.
  public static let atScrollEdge = ToolbarMinimizationRestoration(name: "atScrollEdge")
}

nonisolated extension View {
  /// How `bars` minimize as the content scrolls (OS 27): kept, inert — nothing scrolls here.
  public func toolbarMinimizationBehavior(
    _ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...
  ) -> some View {
    inert("toolbarMinimizationBehavior")
  }

  /// Whether the safe area follows `bars` as they minimize (OS 27): inert.
  public func toolbarMinimizationSafeAreaAdjustment(
    _ adjustment: ToolbarMinimizationSafeAreaAdjustment, for bars: ToolbarPlacement...
  ) -> some View {
    inert("toolbarMinimizationSafeAreaAdjustment")
  }

  /// When minimized `bars` come back (OS 27): inert.
  public func toolbarMinimizationRestoration(
    _ restoration: ToolbarMinimizationRestoration, for bars: ToolbarPlacement...
  ) -> some View {
    inert("toolbarMinimizationRestoration")
  }
}
