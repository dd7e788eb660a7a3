import Foundation

// Container shapes, background styles, system overlays, layout direction and text scale:
// presentational, so inert.

nonisolated extension View {
  /// The shape that containers inside round their corners to (not drawn).
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    inert("containerShape")
  }

  /// The style `.background` draws with inside: views below read it as
  /// `@Environment(\.backgroundStyle)` (nothing is drawn).
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }

  /// Shows or hides system overlays such as the home indicator (not drawn).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    inert("persistentSystemOverlays")
  }

  /// Lets the app's gestures come before the system's at `edges` (not simulated).
  public func defersSystemGestures(on edges: Edge.Set) -> some View {
    inert("defersSystemGestures")
  }

  /// Mirrors the view in right-to-left layouts (not drawn).
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    inert("flipsForRightToLeftLayoutDirection")
  }

  /// Scales the text inside (not drawn).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    inert("textScale")
  }

  /// Lays out the text inside with the line heights and spacing of `language` (not drawn).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    inert("typesettingLanguage")
  }
}

extension Text {
  /// A scale for text relative to its font.
  public struct Scale: Sendable, Hashable {
    let name: String
    /// The font's size.
    public static let `default` = Scale(name: "default")
    /// Smaller, for secondary text.
    public static let secondary = Scale(name: "secondary")
  }

  /// Scales the text (not drawn).
  nonisolated public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// Lays out the text with the line heights and spacing of `language` (not drawn).
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> Text
  {
    self
  }
}
