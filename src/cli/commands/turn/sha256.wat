;; SHA-256's compression function (FIPS 180-4, 6.2.2) over a padded message, for the turn
;; state file's check. sha256.ts pads the message, sets H and K, and reads the digest;
;; `node scripts/sha256-wasm.js` compiles this file into sha256-wasm.ts.
;;
;; Memory: H0..H7 at 0, the round constants K0..K63 at 32, the message schedule W0..W63 at
;; 288; the padded message at any address from 1024. Words are kept little-endian, as wasm
;; loads them; the message is big-endian, so each of its words is byte-swapped on load.
;;
;; A rotation right by n is written (x >>> n) | (x << 32 - n): V8's baseline compiler calls
;; out of the code for i32.rotr, which makes a start-up hash a third slower.
(module
  (memory (export "memory") 1)

  (func $bigEndian (param $x i32) (result i32)
    (i32.or
      (i32.or
        (i32.shl (local.get $x) (i32.const 24))
        (i32.shl (i32.and (local.get $x) (i32.const 0xff00)) (i32.const 8)))
      (i32.or
        (i32.and (i32.shr_u (local.get $x) (i32.const 8)) (i32.const 0xff00))
        (i32.shr_u (local.get $x) (i32.const 24)))))

  ;; Every 64-byte block from $p up to $end, into H.
  (func (export "blocks") (param $p i32) (param $end i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32)
    (local $e i32) (local $f i32) (local $g i32) (local $h i32)
    ;; $t is 4 times the index of the word or round (a byte offset into W and K).
    (local $t i32) (local $x i32) (local $y i32) (local $t1 i32) (local $t2 i32)
    (block $done
      (loop $block
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))

        ;; W0..W15: the block's words.
        (local.set $t (i32.const 0))
        (loop $load
          (i32.store offset=288 (local.get $t)
            (call $bigEndian (i32.load (i32.add (local.get $p) (local.get $t)))))
          (local.set $t (i32.add (local.get $t) (i32.const 4)))
          (br_if $load (i32.lt_u (local.get $t) (i32.const 64))))

        ;; W16..W63: Wt = σ1(Wt-2) + Wt-7 + σ0(Wt-15) + Wt-16 (offsets 288 - 8, -28, -60, -64).
        (loop $schedule
          (local.set $x (i32.load offset=228 (local.get $t)))
          (local.set $y (i32.load offset=280 (local.get $t)))
          (i32.store offset=288 (local.get $t)
            (i32.add
              (i32.add
                (i32.load offset=224 (local.get $t))
                (i32.load offset=260 (local.get $t)))
              (i32.add
                ;; σ0(x) = ROTR7(x) ^ ROTR18(x) ^ SHR3(x)
                (i32.xor
                  (i32.xor
                    (i32.or (i32.shr_u (local.get $x) (i32.const 7)) (i32.shl (local.get $x) (i32.const 25)))
                    (i32.or (i32.shr_u (local.get $x) (i32.const 18)) (i32.shl (local.get $x) (i32.const 14))))
                  (i32.shr_u (local.get $x) (i32.const 3)))
                ;; σ1(y) = ROTR17(y) ^ ROTR19(y) ^ SHR10(y)
                (i32.xor
                  (i32.xor
                    (i32.or (i32.shr_u (local.get $y) (i32.const 17)) (i32.shl (local.get $y) (i32.const 15)))
                    (i32.or (i32.shr_u (local.get $y) (i32.const 19)) (i32.shl (local.get $y) (i32.const 13))))
                  (i32.shr_u (local.get $y) (i32.const 10))))))
          (local.set $t (i32.add (local.get $t) (i32.const 4)))
          (br_if $schedule (i32.lt_u (local.get $t) (i32.const 256))))

        (local.set $a (i32.load offset=0 (i32.const 0)))
        (local.set $b (i32.load offset=4 (i32.const 0)))
        (local.set $c (i32.load offset=8 (i32.const 0)))
        (local.set $d (i32.load offset=12 (i32.const 0)))
        (local.set $e (i32.load offset=16 (i32.const 0)))
        (local.set $f (i32.load offset=20 (i32.const 0)))
        (local.set $g (i32.load offset=24 (i32.const 0)))
        (local.set $h (i32.load offset=28 (i32.const 0)))

        ;; The 64 rounds.
        (local.set $t (i32.const 0))
        (loop $round
          ;; T1 = h + Σ1(e) + Ch(e, f, g) + Kt + Wt
          ;; Σ1(e) = ROTR6(e) ^ ROTR11(e) ^ ROTR25(e); Ch(e, f, g) = (e & f) ^ (~e & g)
          (local.set $t1
            (i32.add
              (i32.add
                (local.get $h)
                (i32.xor
                  (i32.xor
                    (i32.or (i32.shr_u (local.get $e) (i32.const 6)) (i32.shl (local.get $e) (i32.const 26)))
                    (i32.or (i32.shr_u (local.get $e) (i32.const 11)) (i32.shl (local.get $e) (i32.const 21))))
                  (i32.or (i32.shr_u (local.get $e) (i32.const 25)) (i32.shl (local.get $e) (i32.const 7)))))
              (i32.add
                (i32.xor
                  (i32.and (local.get $e) (local.get $f))
                  (i32.and (i32.xor (local.get $e) (i32.const -1)) (local.get $g)))
                (i32.add
                  (i32.load offset=32 (local.get $t))
                  (i32.load offset=288 (local.get $t))))))
          ;; T2 = Σ0(a) + Maj(a, b, c)
          ;; Σ0(a) = ROTR2(a) ^ ROTR13(a) ^ ROTR22(a); Maj(a, b, c) = (a & b) ^ (a & c) ^ (b & c)
          (local.set $t2
            (i32.add
              (i32.xor
                (i32.xor
                  (i32.or (i32.shr_u (local.get $a) (i32.const 2)) (i32.shl (local.get $a) (i32.const 30)))
                  (i32.or (i32.shr_u (local.get $a) (i32.const 13)) (i32.shl (local.get $a) (i32.const 19))))
                (i32.or (i32.shr_u (local.get $a) (i32.const 22)) (i32.shl (local.get $a) (i32.const 10))))
              (i32.xor
                (i32.xor
                  (i32.and (local.get $a) (local.get $b))
                  (i32.and (local.get $a) (local.get $c)))
                (i32.and (local.get $b) (local.get $c)))))
          (local.set $h (local.get $g))
          (local.set $g (local.get $f))
          (local.set $f (local.get $e))
          (local.set $e (i32.add (local.get $d) (local.get $t1)))
          (local.set $d (local.get $c))
          (local.set $c (local.get $b))
          (local.set $b (local.get $a))
          (local.set $a (i32.add (local.get $t1) (local.get $t2)))
          (local.set $t (i32.add (local.get $t) (i32.const 4)))
          (br_if $round (i32.lt_u (local.get $t) (i32.const 256))))

        ;; H += a..h
        (i32.store offset=0 (i32.const 0) (i32.add (i32.load offset=0 (i32.const 0)) (local.get $a)))
        (i32.store offset=4 (i32.const 0) (i32.add (i32.load offset=4 (i32.const 0)) (local.get $b)))
        (i32.store offset=8 (i32.const 0) (i32.add (i32.load offset=8 (i32.const 0)) (local.get $c)))
        (i32.store offset=12 (i32.const 0) (i32.add (i32.load offset=12 (i32.const 0)) (local.get $d)))
        (i32.store offset=16 (i32.const 0) (i32.add (i32.load offset=16 (i32.const 0)) (local.get $e)))
        (i32.store offset=20 (i32.const 0) (i32.add (i32.load offset=20 (i32.const 0)) (local.get $f)))
        (i32.store offset=24 (i32.const 0) (i32.add (i32.load offset=24 (i32.const 0)) (local.get $g)))
        (i32.store offset=28 (i32.const 0) (i32.add (i32.load offset=28 (i32.const 0)) (local.get $h)))
        (local.set $p (i32.add (local.get $p) (i32.const 64)))
        (br $block)))))
