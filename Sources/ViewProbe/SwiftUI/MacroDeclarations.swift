/// A preview of a view, as Xcode shows it. Previews are never run in tests: `#Preview { … }`
/// expands to nothing (its closure is still type-checked), so a view file ending in a preview
/// compiles unchanged.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")

/// A preview with traits (a layout, an orientation); never run in tests.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
  _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")

/// Lets a preview declare `@State` (and other dynamic properties) inline:
/// `@Previewable @State var count = 0`. Expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewProbeMacros", type: "PreviewableMacro")

/// A trait of a preview: its layout or orientation (kept for the signature; previews never run).
public struct PreviewTrait<T>: Sendable {
  let name: String
}

/// The traits a view's preview takes (SwiftUI's `Preview.ViewTraits`).
public enum PreviewViewTraits {}

extension PreviewTrait where T == PreviewViewTraits {
  /// The view at its ideal size.
  public static var sizeThatFitsLayout: Self { Self(name: "sizeThatFitsLayout") }
  /// The device's layout.
  public static var defaultLayout: Self { Self(name: "defaultLayout") }
  /// Portrait.
  public static var portrait: Self { Self(name: "portrait") }
  /// Upside-down portrait.
  public static var portraitUpsideDown: Self { Self(name: "portraitUpsideDown") }
  /// Landscape, home button left.
  public static var landscapeLeft: Self { Self(name: "landscapeLeft") }
  /// Landscape, home button right.
  public static var landscapeRight: Self { Self(name: "landscapeRight") }
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
    Self(name: "fixedLayout")
  }
}

/// Declares a custom environment value (in `extension EnvironmentValues`), container value (in
/// `extension ContainerValues`), transaction value (in `extension Transaction`) or focused value
/// (in `extension FocusedValues`, of an optional type) with its key: `@Entry var theme: Theme = .light` writes the key type and the property's
/// accessors, as SwiftUI's does.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewProbeMacros", type: "EntryMacro")
