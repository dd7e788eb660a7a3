// Modifiers SwiftUI has deprecated but that app code written before iOS 16/17 still uses.
// Each behaves as its replacement does in ViewProbe (all of them are presentational).

/// How a text field capitalizes what is typed (UIKit's type, taken by `autocapitalization`).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitals.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

nonisolated extension View {
  /// The accent colour of the views inside (deprecated: use `tint`; not drawn).
  public func accentColor(_ accentColor: Color?) -> some View { inert("accentColor") }

  /// How the text fields inside capitalize (deprecated: use `textInputAutocapitalization`; not
  /// simulated: the harness types text as given).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    inert("autocapitalization")
  }

  /// Turns autocorrection off in the text fields inside (deprecated: use
  /// `autocorrectionDisabled`; not simulated).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    inert("disableAutocorrection")
  }

  /// The navigation bar's title (deprecated: use `navigationTitle`).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// The navigation bar's title (deprecated: use `navigationTitle`).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// The navigation bar's title (deprecated: use `navigationTitle`).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// The navigation bar's title and how it is shown (deprecated: use `navigationTitle` and
  /// `navigationBarTitleDisplayMode`).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The navigation bar's title and how it is shown (deprecated).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey)
  }

  /// The navigation bar's title and how it is shown (deprecated).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// Hides the navigation bar, and its title (deprecated: use
  /// `toolbar(.hidden, for: .navigationBar)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(
      _BarVisibilityModifier(
        name: "navigationBarHidden", visibility: hidden ? .hidden : .automatic,
        bars: [.navigationBar]))
  }
}
