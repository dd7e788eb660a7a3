import Foundation

/// A drop or inner shadow that a shape style carries (`.fill(.blue.shadow(.drop(radius: 4)))`).
/// ViewProbe draws nothing: the style keeps its values so that a test can read them.
public struct ShadowStyle: Equatable, Sendable {
  /// Whether the shadow falls behind the content or is drawn inside it.
  public enum _Kind: Equatable, Sendable {
    /// Behind the content.
    case drop
    /// Inside the content.
    case inner
  }

  /// Drop or inner.
  public let _kind: _Kind
  /// The shadow's colour.
  public let _color: Color
  /// The shadow's size.
  public let _radius: CGFloat
  /// The horizontal offset.
  public let _x: CGFloat
  /// The vertical offset.
  public let _y: CGFloat

  /// A shadow drawn behind the content (SwiftUI's default colour: black at 33% opacity).
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(_kind: .drop, _color: color, _radius: radius, _x: x, _y: y)
  }

  /// A shadow drawn inside the content (SwiftUI's default colour: black at 55% opacity).
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(_kind: .inner, _color: color, _radius: radius, _x: x, _y: y)
  }
}

/// A style with a shadow (not drawn).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
  /// The style.
  public let base: Base
  /// The shadow.
  public let shadow: ShadowStyle
}

extension ShapeStyle {
  /// This style with `style`'s shadow (`Color.blue.shadow(.drop(radius: 2))`; not drawn).
  public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
    _ShadowShapeStyle(base: self, shadow: style)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style with `style`'s shadow, as a style argument
  /// (`.background(.shadow(.drop(radius: 10)), in: shape)`; not drawn).
  public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
    ForegroundStyle().shadow(style)
  }
}
