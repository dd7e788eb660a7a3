/// How a sheet's content takes a swipe: resizing the sheet, or scrolling its content (not
/// simulated: a harness neither swipes nor resizes).
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String
  /// As the system decides (resizing first).
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// A swipe resizes the sheet before its content scrolls.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// A swipe scrolls the content before the sheet resizes.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether a button fires again and again while it is held (not simulated: `tap()` fires once).
public struct ButtonRepeatBehavior: Equatable, Sendable {
  let name: String
  /// As the platform decides.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Held buttons repeat their action.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Held buttons act once.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

nonisolated extension View {
  /// Whether a swipe on the sheet's content resizes the sheet or scrolls (not simulated).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    inert("presentationContentInteraction")
  }

  /// Whether the buttons inside repeat their action while held (not simulated).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    inert("buttonRepeatBehavior")
  }
}

extension EnvironmentValues {
  /// Whether the nearest focusable ancestor has focus: `false`, as no view a `focusable()` makes
  /// takes focus here (text fields' focus is `@FocusState`'s, H07).
  public var isFocused: Bool { false }
}
