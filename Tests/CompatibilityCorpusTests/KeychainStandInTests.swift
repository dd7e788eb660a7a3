#if !canImport(Darwin)
  import Foundation
  import Security
  import Testing
  import ViewProbe

  /// Keychain calls as app code makes them, their statuses shown as texts.
  private struct KeychainCalls: View {
    @State private var log: [String] = []

    var body: some View {
      VStack {
        ForEach(log.indices, id: \.self) { Text(log[$0]) }
        Button("Run") { log = Self.run() }
      }
    }

    private static func query(_ account: String? = nil) -> [String: Any] {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "tokens",
      ]
      if let account { query[kSecAttrAccount as String] = account }
      return query
    }

    static func run() -> [String] {
      var log: [String] = []
      var add = query("ada")
      add[kSecValueData as String] = Data("one".utf8)
      log.append("add \(SecItemAdd(add as CFDictionary, nil))")
      log.append("add again \(SecItemAdd(add as CFDictionary, nil))")
      var other = query("grace")
      other[kSecValueData as String] = Data("two".utf8)
      log.append("add other \(SecItemAdd(other as CFDictionary, nil))")
      let change = [kSecValueData as String: Data("uno".utf8)]
      log.append("update \(SecItemUpdate(query("ada") as CFDictionary, change as CFDictionary))")
      var read = query("ada")
      read[kSecReturnData as String] = kCFBooleanTrue
      var item: CFTypeRef?
      let status = SecItemCopyMatching(read as CFDictionary, &item)
      log.append("read \(status) \(String(decoding: item as? Data ?? Data(), as: UTF8.self))")
      var all = query()
      all[kSecReturnAttributes as String] = true
      all[kSecMatchLimit as String] = kSecMatchLimitAll
      var items: CFTypeRef?
      SecItemCopyMatching(all as CFDictionary, &items)
      let accounts = (items as? [[String: Any]] ?? []).compactMap {
        $0[kSecAttrAccount as String] as? String
      }
      log.append("all \(accounts.joined(separator: ","))")
      log.append("delete \(SecItemDelete(query("ada") as CFDictionary))")
      log.append("delete again \(SecItemDelete(query("ada") as CFDictionary))")
      log.append("read gone \(SecItemCopyMatching(read as CFDictionary, nil))")
      log.append(
        "no class \(SecItemCopyMatching([kSecAttrAccount as String: "x"] as CFDictionary, nil))")
      var bytes = [UInt8](repeating: 0, count: 16)
      log.append("random \(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes))")
      return log
    }
  }

  /// The Security stand-in: each harness has a keychain of its own; outside one there is none.
  @MainActor
  @Suite("Security stand-in: a keychain per harness", .viewProbe)
  struct KeychainStandInTests {
    @Test("add, duplicate, update, read one and all, delete, the statuses Apple's keychain gives")
    func keychainCalls() throws {
      let harness = ParentHarness { KeychainCalls() }
      try harness.find(button: "Run").tap()
      #expect(
        Array(harness.texts.dropLast()) == [
          "add 0", "add again -25299", "add other 0", "update 0", "read 0 uno", "all ada,grace",
          "delete 0", "delete again -25300", "read gone -25300", "no class -50", "random 0",
        ])
      #expect(harness.keychainItems.map(\.account) == ["grace"])
      let bystander = ParentHarness { KeychainCalls() }
      #expect(bystander.keychainItems.isEmpty, "another harness is another device")
    }

    @Test("outside a harness's code there is no keychain: errSecNotAvailable")
    func outsideAHarness() {
      let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
      #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecNotAvailable)
      #expect(
        SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
          == "The specified item could not be found in the keychain.")
    }
  }
#endif
