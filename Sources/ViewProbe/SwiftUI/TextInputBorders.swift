// OS 27's bordered text fields: `.textFieldStyle(.bordered)` draws the system's border, whose
// shape `textInputBorderShape(_:)` chooses (the older `.roundedBorder` and `.squareBorder` are
// soft-deprecated for it). Nothing is drawn here: the style and the shape are kept and change
// nothing; a bordered field is typed into as any other.

/// A text field with the system's border, of the shape `textInputBorderShape(_:)` sets (OS 27).
public struct BorderedTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The field as it is (not called).
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == BorderedTextFieldStyle {
  /// A text field with the system's border (OS 27).
  public static var bordered: BorderedTextFieldStyle { BorderedTextFieldStyle() }
}

/// The shape a text input control's border is drawn in (OS 27).
public struct TextInputBorderShape: Shape, Equatable {
  private enum Kind: Equatable {
    case automatic
    case capsule
    case roundedRectangle
  }

  private let kind: Kind

  /// As the system decides for the context and platform (drawn here as a rounded rectangle).
  public static var automatic: TextInputBorderShape { TextInputBorderShape(kind: .automatic) }
  /// A capsule.
  public static var capsule: TextInputBorderShape { TextInputBorderShape(kind: .capsule) }
  /// A rounded rectangle.
  public static var roundedRectangle: TextInputBorderShape {
    TextInputBorderShape(kind: .roundedRectangle)
  }

  /// The shape in `rect`.
  public func path(in rect: CGRect) -> Path {
    kind == .capsule
      ? Capsule().path(in: rect) : RoundedRectangle(cornerRadius: 8).path(in: rect)
  }
}

extension Shape where Self == TextInputBorderShape {
  /// The text input border shape the environment resolves (OS 27): here `.automatic`.
  public static var textInputBorder: TextInputBorderShape { .automatic }
}

nonisolated extension View {
  /// The shape of the borders of the text fields inside (OS 27): kept, inert — nothing is drawn.
  public func textInputBorderShape(_ shape: TextInputBorderShape) -> some View {
    inert("textInputBorderShape")
  }
}
