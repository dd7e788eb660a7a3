import CloudKit
import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("SyncStatus: CloudKit's account status follows the harness's iCloud account", .viewProbe)
struct SyncStatusTests {
  @Test("signed in, then signed out: CKAccountChanged brings the new status")
  func followsTheAccount() async {
    let harness = ParentHarness { SyncStatus() }
    await harness.settle()
    #expect(harness.visibleTexts == ["Syncing with iCloud"])
    harness.setICloudSignedIn(false)
    await harness.settle()
    #expect(harness.visibleTexts == ["Sign in to iCloud to sync"])
  }
}
