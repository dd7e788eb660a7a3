/// Environment values that presentations, redaction, refreshing and text size set for a subtree.

/// The text size categories of iOS 13, the older name of `DynamicTypeSize` (one per size).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large (the default).
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// Accessibility medium.
  case accessibilityMedium
  /// Accessibility large.
  case accessibilityLarge
  /// Accessibility extra large.
  case accessibilityExtraLarge
  /// Accessibility extra extra large.
  case accessibilityExtraExtraLarge
  /// Accessibility extra extra extra large.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
  /// Smaller sizes come first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// An action that refreshes content: what `.refreshable` provides to the views inside.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and waits for it to finish.
  public func callAsFunction() async { await action() }
}

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
  /// Whether the view is presented: `true` in a sheet's, a full-screen cover's, a popover's and
  /// a pushed destination's content.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Why the content is redacted: set by `.redacted(reason:)`, cleared by `.unredacted()`.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// The refresh action of the nearest `.refreshable`, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }

  /// The text size category: `dynamicTypeSize` under its older name (setting one sets the other).
  public var sizeCategory: ContentSizeCategory {
    get {
      let sizes = DynamicTypeSize.allCases
      return ContentSizeCategory.allCases[sizes.firstIndex(of: dynamicTypeSize) ?? 3]
    }
    set {
      let categories = ContentSizeCategory.allCases
      dynamicTypeSize = DynamicTypeSize.allCases[categories.firstIndex(of: newValue) ?? 3]
    }
  }
}
