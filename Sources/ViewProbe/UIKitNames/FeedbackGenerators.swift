#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  /// UIKit's haptic generators, which SwiftUI apps fire from actions
  /// (`UINotificationFeedbackGenerator().notificationOccurred(.success)`). Nothing is felt; each
  /// haptic played by code a harness runs is recorded in its `sensoryFeedback` as its SwiftUI
  /// equivalent (`.success`, `.selection`, `.impact(weight: .heavy)`).
  @preconcurrency @MainActor
  public class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the hardware (nothing to do).
    public func prepare() {}

    func play(_ feedback: SensoryFeedback) {
      ProbeContext.current.systemActions?.record(feedback)
    }
  }

  /// Haptics for a task's outcome.
  @preconcurrency @MainActor
  public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes.
    public enum FeedbackType: Int, Sendable {
      /// It succeeded.
      case success
      /// It produced a warning.
      case warning
      /// It failed.
      case error
    }

    /// Plays the haptic of `notificationType`: `.success`, `.warning` or `.error`.
    public func notificationOccurred(_ notificationType: FeedbackType) {
      switch notificationType {
      case .success: play(.success)
      case .warning: play(.warning)
      case .error: play(.error)
      }
    }
  }

  /// Haptics for a physical impact.
  @preconcurrency @MainActor
  public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How an impact feels.
    public enum FeedbackStyle: Int, Sendable {
      /// Light.
      case light
      /// Medium.
      case medium
      /// Heavy.
      case heavy
      /// Soft.
      case soft
      /// Rigid.
      case rigid
    }

    private let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
      self.style = style
      super.init()
    }

    /// A generator of medium impacts.
    override public convenience init() { self.init(style: .medium) }

    /// Plays an impact: `.impact(weight:)` for light, medium and heavy, `.impact(flexibility:)`
    /// for soft and rigid.
    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity` (0 to 1).
    public func impactOccurred(intensity: CGFloat) {
      let intensity = Double(intensity)
      switch style {
      case .light: play(.impact(weight: .light, intensity: intensity))
      case .medium: play(.impact(weight: .medium, intensity: intensity))
      case .heavy: play(.impact(weight: .heavy, intensity: intensity))
      case .soft: play(.impact(flexibility: .soft, intensity: intensity))
      case .rigid: play(.impact(flexibility: .rigid, intensity: intensity))
      }
    }
  }

  /// Haptics for a changed selection.
  @preconcurrency @MainActor
  public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays `.selection`.
    public func selectionChanged() { play(.selection) }
  }
#endif
