// Foundation's progress reporting for Swift concurrency (OS 27: `ProgressManager`, `Subprogress`),
// which Linux's Foundation 6.3 lacks: OS 27's document readers and writers are handed a
// `Subprogress` (`read(from:progress:)`, `write(snapshot:to:previous:progress:)`). Declared only where
// Foundation does not have it, with Foundation's names: a parent manager hands a portion of its
// total to a `Subprogress`, which becomes a child manager when `start(totalCount:)` consumes it;
// a child that finishes completes its portion of the parent, and so does a `Subprogress` dropped
// without being started (Apple: "the assigned count is marked as completed in the parent").
#if !canImport(Darwin)
  import Foundation

  /// Conveys the progress of a task: units of work done out of a total, counting its children.
  public final class ProgressManager: @unchecked Sendable, CustomStringConvertible,
    CustomDebugStringConvertible
  {
    private let lock = NSLock()
    private var total: Int?
    private var completed = 0
    /// Children still running, with the portion of this manager's total each was given.
    private var children: [(portion: Int, child: ProgressManager)] = []
    /// The parent this manager reports to, and the portion of its total it was given.
    private var parent: (manager: ProgressManager, portion: Int)?
    private var reportedFinished = false

    /// A manager of `totalCount` units of work (`nil`: indeterminate).
    public convenience init(totalCount: Int?) {
      self.init(totalCount: totalCount, parent: nil)
    }

    init(totalCount: Int?, parent: (manager: ProgressManager, portion: Int)?) {
      total = totalCount
      self.parent = parent
    }

    /// The total units of work (`nil`: indeterminate).
    public var totalCount: Int? { lock.withLock { total } }

    /// The units of work completed.
    public var completedCount: Int { lock.withLock { completed } }

    /// Whether the total is unknown.
    public var isIndeterminate: Bool { totalCount == nil }

    /// Whether the work is done: the completed count has reached the total.
    public var isFinished: Bool {
      lock.withLock { total.map { completed >= $0 } ?? false }
    }

    /// The share of the work done, counting what running children have done of their portions;
    /// 0 while indeterminate.
    public var fractionCompleted: Double {
      let (total, completed, children) = lock.withLock {
        (self.total, self.completed, self.children)
      }
      guard let total, total > 0 else { return 0 }
      let inChildren = children.reduce(0.0) { $0 + Double($1.portion) * $1.child.fractionCompleted }
      return min(1, (Double(completed) + inChildren) / Double(total))
    }

    /// Adds `count` units to the completed count.
    public func complete(count: Int) {
      lock.withLock { completed += count }
      reportIfFinished()
    }

    /// Changes the completed and total counts together.
    public func setCounts(_ counts: (inout Int, inout Int?) -> Void) {
      lock.withLock { counts(&completed, &total) }
      reportIfFinished()
    }

    /// A portion of this manager's total, to hand to work that reports its own progress.
    public func subprogress(assigningCount portionOfParentTotal: Int) -> Subprogress {
      Subprogress(parent: self, portion: portionOfParentTotal)
    }

    /// The counts, as `completed / total`.
    public var description: String {
      let (total, completed) = lock.withLock { (self.total, self.completed) }
      return "\(completed) / \(total.map(String.init) ?? "indeterminate")"
    }

    /// The counts and the fraction completed.
    public var debugDescription: String {
      "ProgressManager(\(description), fractionCompleted: \(fractionCompleted))"
    }

    func adopt(_ child: ProgressManager, portion: Int) {
      lock.withLock { children.append((portion, child)) }
    }

    /// A child finished (or a subprogress was dropped): its portion is done here.
    func childFinished(_ child: ProgressManager?, portion: Int) {
      lock.withLock {
        if let child { children.removeAll { $0.child === child } }
        completed += portion
      }
      reportIfFinished()
    }

    private func reportIfFinished() {
      let report: (manager: ProgressManager, portion: Int)? = lock.withLock {
        guard !reportedFinished, let total, completed >= total, let parent else { return nil }
        reportedFinished = true
        return parent
      }
      if let report { report.manager.childFinished(self, portion: report.portion) }
    }
  }

  /// A portion of a parent `ProgressManager`'s work, handed to code that reports progress: it
  /// becomes a child manager with `start(totalCount:)`, once.
  public struct Subprogress: ~Copyable, Sendable {
    private let parent: ProgressManager
    private let portion: Int
    private var started = false

    init(parent: ProgressManager, portion: Int) {
      self.parent = parent
      self.portion = portion
    }

    /// Starts the child manager of `totalCount` units that reports to the parent.
    public consuming func start(totalCount: Int?) -> ProgressManager {
      let child = ProgressManager(totalCount: totalCount, parent: (parent, portion))
      parent.adopt(child, portion: portion)
      started = true
      return child
    }

    deinit {
      if !started { parent.childFinished(nil, portion: portion) }
    }
  }
#endif
