import Testing
import ViewProbe

extension ThemedHarness where Value == Theme, Content == SettingsScreen {
  /// Hosts ``SettingsScreen`` under a parent that sets `\.theme` to `theme`.
  public convenience init(theme: Theme, sourceLocation: SourceLocation = #_sourceLocation) {
    self.init(\.theme, theme: theme, sourceLocation: sourceLocation) { SettingsScreen() }
  }
}
