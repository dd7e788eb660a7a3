// HealthKit's SwiftUI modifier, where there is no HealthKitUI (Linux): the permission sheet a view
// asks for when its trigger changes.
@_exported import HealthKit
import ViewProbe

nonisolated extension View {
  /// Asks the user for health access when `trigger` changes (iOS 17): the sheet shows the types
  /// not asked before, and `completion` hears whether the request was handled — not whether the
  /// user allowed reading (HealthKit never says).
  public func healthDataAccessRequest(
    store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
    trigger: some Equatable, completion: @escaping (Result<Bool, any Error>) -> Void
  ) -> some View {
    nonisolated(unsafe) let completion = completion
    return onChange(of: trigger) {
      Task { @MainActor in
        do {
          try await store.requestAuthorization(toShare: shareTypes, read: readTypes ?? [])
          completion(.success(true))
        } catch {
          completion(.failure(error))
        }
      }
    }
  }
}
