/// A type that produces previews in Xcode. ViewProbe compiles it and never runs its previews:
/// `#Preview` is a macro ViewProbe cannot offer (Guide.md §8).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

  /// The platform to preview on; `nil` lets Xcode choose.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No particular platform.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform to preview on.
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// A device to preview on, by name (`"iPhone 15"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named by the literal.
  public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized.
public enum PreviewLayout: Sendable {
  /// The device's screen.
  case device
  /// The view's own size.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

nonisolated extension View {
  /// Sizes the preview (not simulated).
  public func previewLayout(_ value: PreviewLayout) -> some View { inert("previewLayout") }

  /// Names the preview (not simulated).
  public func previewDisplayName(_ value: String?) -> some View { inert("previewDisplayName") }

  /// Chooses the preview's device (not simulated).
  public func previewDevice(_ value: PreviewDevice?) -> some View { inert("previewDevice") }

  /// Turns the preview's device (not simulated).
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    inert("previewInterfaceOrientation")
  }
}

/// Which way a device is turned, for a preview (`.previewInterfaceOrientation(.landscapeLeft)`).
public struct InterfaceOrientation: Hashable, Identifiable, CaseIterable, Sendable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// On its side, the top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// On its side, the top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}
