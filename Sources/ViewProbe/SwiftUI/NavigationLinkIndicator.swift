// Whether navigation links show their disclosure indicator (iOS 17): a modifier sets it for the
// links inside, and a view reads it from the environment (nothing is drawn here).

private struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// Whether a navigation link here would show its disclosure indicator: `.automatic` (as the
  /// container chooses) unless `.navigationLinkIndicatorVisibility(_:)` says.
  public internal(set) var navigationLinkIndicatorVisibility: Visibility {
    get { self[NavigationLinkIndicatorVisibilityKey.self] }
    set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Shows or hides the disclosure indicator of the navigation links inside:
  /// `\.navigationLinkIndicatorVisibility`.
  public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
    environment(\.navigationLinkIndicatorVisibility, visibility)
  }
}
