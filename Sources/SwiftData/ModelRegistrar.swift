import Foundation
import Observation

/// The observation registrar of a `@Model` class: Observation's, plus SwiftData's rule that a
/// model a relationship of an inserted model comes to hold is inserted too.
public struct _ModelRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// A registrar.
  public init() {}

  /// Records that `keyPath` of `subject` was read.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Announces a change of `keyPath` of `subject`.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Ends a change of `keyPath` of `subject`.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
    adoptRelatedModels(of: subject, changing: Member.self)
  }

  /// Changes `keyPath` of `subject` with `mutation`.
  public func withMutation<Subject: Observable, Member, MutationResult>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> MutationResult
  ) rethrows -> MutationResult {
    let result = try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    adoptRelatedModels(of: subject, changing: Member.self)
    return result
  }

  /// After a relationship (a property holding models) of an inserted model changed, inserts the
  /// models it now holds that are not inserted yet.
  private func adoptRelatedModels<Subject, Member>(of subject: Subject, changing _: Member.Type) {
    guard Member.self is any _RelatedModels.Type, let model = subject as? any PersistentModel,
      let context = model._viewProbeModelState.context
    else { return }
    context.insertRelatedModels(of: model)
  }
}

/// A property type that holds models: a model, an optional one, or an array of them.
public protocol _RelatedModels {}

extension Optional: _RelatedModels where Wrapped: _RelatedModels {}

extension Array: _RelatedModels where Element: PersistentModel {}
