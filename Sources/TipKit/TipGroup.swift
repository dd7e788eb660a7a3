import Foundation
import ViewProbe

/// Tips shown one at a time (iOS 18): the first available, or each in order once the ones before
/// it are invalidated.
@MainActor
public final class TipGroup {
  /// Which tip of a group shows.
  public enum Priority: Hashable, Sendable {
    /// The first tip that is available.
    case firstAvailable
    /// The first tip not invalidated, once it is available.
    case ordered
  }

  private let priority: Priority
  private let tips: [any Tip]

  /// A group of the tips `builder` lists.
  public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip])
  {
    self.priority = priority
    tips = builder()
  }

  /// The tip to show now, in the harness whose code asks (none outside one).
  public var currentTip: (any Tip)? {
    guard let store = TipDatastore.current else { return nil }
    for tip in tips {
      switch store.status(of: tip) {
      case .available: return tip
      case .invalidated: continue
      case .pending: if priority == .ordered { return nil }
      }
    }
    return nil
  }
}

extension Tips {
  /// Builds a tip group's tips.
  public typealias GroupBuilder = ListBuilder<any Tip>
}
