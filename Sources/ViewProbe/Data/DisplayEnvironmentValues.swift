import Foundation

// Environment values that text, list, menu and scroll modifiers set (`.truncationMode`,
// `.minimumScaleFactor`, `.allowsTightening`, `.headerProminence`, `.symbolRenderingMode`,
// `.autocorrectionDisabled`, `.scrollDisabled`, `.menuOrder`, `.scrollIndicators`), and what the
// system tells views about the screen and the user's settings. Nothing is drawn: views read them
// with `@Environment` as in SwiftUI, and update when a modifier above them changes one (D03).

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}
private struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}
private struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}
private struct HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}
private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}
private struct AutocorrectionDisabledKey: EnvironmentKey {
  static let defaultValue = false
}
private struct ScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
private struct MenuOrderKey: EnvironmentKey {
  static let defaultValue = MenuOrder.automatic
}
private struct HorizontalScrollIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct VerticalScrollIndicatorKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
private struct SceneCapturedKey: EnvironmentKey {
  static let defaultValue = false
}
private struct DimFlashingLightsKey: EnvironmentKey {
  static let defaultValue = false
}
private struct PlayAnimatedImagesKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Where a text too long for its lines is cut; `.tail` unless `.truncationMode` sets it.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// How far text may shrink to fit; `1` (not at all) unless `.minimumScaleFactor` sets it.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may tighten its letters to fit; `false` unless `.allowsTightening` sets it.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// How prominent section headers are; `.standard` unless `.headerProminence` sets it.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// How symbol images are coloured; `nil` (each symbol's own) unless `.symbolRenderingMode`
  /// sets it.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// Whether text input is autocorrected; `false` unless `.autocorrectionDisabled` sets it.
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// Whether scroll views scroll; `true` unless `.scrollDisabled(true)` turns it off.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }

  /// The order of a menu's items; `.automatic` unless `.menuOrder` sets it.
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// Whether horizontal scroll indicators show; `.automatic` unless `.scrollIndicators` sets it.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorKey.self] }
    set { self[HorizontalScrollIndicatorKey.self] = newValue }
  }

  /// Whether vertical scroll indicators show; `.automatic` unless `.scrollIndicators` sets it.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorKey.self] }
    set { self[VerticalScrollIndicatorKey.self] = newValue }
  }

  /// Whether the screen is being recorded, mirrored or captured; `false` unless set (a test
  /// sets it with `.environment(\.isSceneCaptured, true)`).
  public var isSceneCaptured: Bool {
    get { self[SceneCapturedKey.self] }
    set { self[SceneCapturedKey.self] = newValue }
  }

  /// Whether the user asked to dim flashing lights; `false` unless set.
  public var accessibilityDimFlashingLights: Bool {
    get { self[DimFlashingLightsKey.self] }
    set { self[DimFlashingLightsKey.self] = newValue }
  }

  /// Whether animated images play by themselves; `true` (the setting's default) unless set.
  public var accessibilityPlayAnimatedImages: Bool {
    get { self[PlayAnimatedImagesKey.self] }
    set { self[PlayAnimatedImagesKey.self] = newValue }
  }
}
