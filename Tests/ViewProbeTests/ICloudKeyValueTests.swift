#if !canImport(Darwin)
  import Foundation
  import Testing
  import ViewProbe

  /// A reading app's settings synced through iCloud's key-value store, as apps keep a theme or a
  /// last-read position across devices.
  private struct SyncedReadingSettings: View {
    @State private var fontSize = 17.0
    @State private var changedKeys: [String] = []

    var body: some View {
      VStack {
        Text(FileManager.default.ubiquityIdentityToken == nil ? "iCloud off" : "iCloud on")
        Text("Size \(Int(fontSize))")
        Button("Larger") {
          fontSize += 1
          NSUbiquitousKeyValueStore.default.set(fontSize, forKey: "fontSize")
          NSUbiquitousKeyValueStore.default.synchronize()
        }
        if !changedKeys.isEmpty {
          Text("Changed elsewhere: \(changedKeys.joined(separator: ", "))")
        }
      }
      .onAppear {
        let stored = NSUbiquitousKeyValueStore.default.double(forKey: "fontSize")
        if stored > 0 { fontSize = stored }
      }
      .onReceive(
        NotificationCenter.default.publisher(
          for: NSUbiquitousKeyValueStore.didChangeExternallyNotification)
      ) { note in
        changedKeys = note.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
        fontSize = NSUbiquitousKeyValueStore.default.double(forKey: "fontSize")
      }
    }
  }

  @MainActor
  @Suite("iCloud's key-value store and account, per harness", .viewProbe)
  struct ICloudKeyValueTests {
    @Test("values saved stay on the harness's device; another device's change reaches the views")
    func valuesAndExternalChanges() throws {
      let harness = ParentHarness { SyncedReadingSettings() }
      try harness.find(button: "Larger").tap()
      #expect(harness.texts.contains("Size 18"))
      #expect(harness.iCloudValues["fontSize"] as? Double == 18)
      // Another harness is another device and account: it has none of these values.
      #expect(ParentHarness { SyncedReadingSettings() }.iCloudValues.isEmpty)
      harness.changeICloudValues(["fontSize": 21.0])
      #expect(harness.texts.contains("Size 21"))
      #expect(harness.texts.contains("Changed elsewhere: fontSize"))
    }

    @Test("the identity token follows the device's iCloud account")
    func identityToken() {
      let harness = ParentHarness { SyncedReadingSettings() }
      #expect(harness.texts.first == "iCloud on")
      harness.setICloudSignedIn(false)
      harness.relaunch()
      #expect(harness.texts.first == "iCloud off")
    }
  }
#endif
