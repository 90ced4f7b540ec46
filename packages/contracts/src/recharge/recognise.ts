/**
 * Which operator a mobile number belongs to, from the number blocks each country's regulator assigned
 * (national significant number prefixes, trunk `0` dropped). Pure and small, so the web screen names the
 * operator as the person types and the server checks the same table when the order is placed.
 *
 * A block is only where a number started: numbers move between operators (portability), a lot in Thailand
 * and Singapore, so a recognised operator is a first guess the person can correct, and a number in no known
 * block (Singapore always, newer Thai 06x/09x blocks) is simply "not recognised", never refused. Longest
 * prefix wins (Philippines `95` Globe, `950` Smart).
 *
 * Sources: the regulators' published allocations (VNTA, NBTC, MCMC, NTC, Kominfo, TRC) as collected in
 * libphonenumber's carrier data, kept to the brands sold here (docs/recharge.md).
 */
import type { RechargeOperatorId } from './operators.js';

type PrefixTable = Partial<Record<RechargeOperatorId, string>>;

/** Per calling code: each operator's prefixes, space separated. */
const BLOCKS: Record<string, PrefixTable> = {
  '84': {
    'vn-viettel': '86 96 97 98 32 33 34 35 36 37 38 39',
    'vn-vinaphone': '88 91 94 81 82 83 84 85',
    'vn-mobifone': '89 90 93 70 76 77 78 79',
    'vn-vietnamobile': '92 52 56 58',
  },
  '66': {
    'th-ais': '800 801 806 807 810 811 818 819 821 822 828 833 847 848 852 857 860 861 862 870 871 872 878 879 883 884 890 892 895 898 899',
    'th-dtac': '804 805 816 823 824 827 831 846 850 851 853 868 869 873 874 875 876 877 880 881 882 888 894 896 897 900',
    'th-true': '802 803 809 820 825 826 838 840 841 842 855 858 865 866 886 887 891',
  },
  '60': {
    'my-maxis': '12 17 142 147 1112 1123 1125',
    'my-celcom': '13 19 145 148 1119',
    'my-digi': '16 102 109 143 146 149 1116 1122 1126',
    'my-umobile': '182 183 184 187 189 1111 1121 1128 1137 1138 1139',
  },
  '63': {
    'ph-globe': '817 904 905 906 914 915 916 917 926 927 935 936 937 945 95 965 966 967 971 972 975 976 977 978 995 996 997',
    'ph-smart': '813 907 908 909 910 912 918 919 920 921 922 923 924 925 928 929 930 931 932 933 938 939 940 941 942 943 946 947 948 949 950 951 958 960 961 962 968 981 998 999',
    'ph-dito': '895 896 897 898 991 992 993 994',
  },
  '62': {
    'id-telkomsel': '811 812 813 821 822 823 851 852 853',
    'id-indosat': '814 815 816 855 856 857 858',
    'id-xl': '817 818 819 859 877 878 879',
    'id-axis': '831 832 833 838',
    'id-tri': '895 896 897 898 899',
    'id-smartfren': '881 882 883 884 885 886 887 888 889',
  },
  '855': {
    'kh-cellcard': '11 12 14 17 61 76 77 78 85 89 92 95 99',
    'kh-smart': '10 15 16 69 70 81 86 87 93 96 98',
    'kh-metfone': '31 60 66 67 68 71 88 90 97',
  },
  // Full portability and no block tells the operator: the person picks it.
  '65': {},
};

/** Prefix → operator per calling code, built once on first use. */
let index: Map<string, Map<string, RechargeOperatorId>> | null = null;
function prefixIndex() {
  if (index) return index;
  index = new Map();
  for (const [cc, table] of Object.entries(BLOCKS)) {
    const byPrefix = new Map<string, RechargeOperatorId>();
    for (const [operator, prefixes] of Object.entries(table) as Array<[RechargeOperatorId, string]>) {
      for (const p of prefixes.split(' ')) byPrefix.set(p, operator);
    }
    index.set(cc, byPrefix);
  }
  return index;
}

/** The calling codes whose numbers can be topped up. */
export const RECHARGE_CALLING_CODES = Object.keys(BLOCKS);

/**
 * The operator whose block holds a national number (digits as typed: spaces, dashes and a trunk `0` are
 * ignored, so a half-typed number is recognised as soon as its prefix is). null: no known block.
 */
export function recogniseOperator(callingCode: string, national: string): RechargeOperatorId | null {
  const byPrefix = prefixIndex().get(callingCode);
  if (!byPrefix) return null;
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  for (let len = Math.min(digits.length, 4); len > 0; len--) {
    const hit = byPrefix.get(digits.slice(0, len));
    if (hit) return hit;
  }
  return null;
}

/** An E.164 number split at a supported calling code; null for another country's number. */
export function splitRechargeNumber(e164: string): { callingCode: string; national: string } | null {
  const digits = e164.replace(/[\s-]/g, '');
  if (!/^\+\d{6,15}$/.test(digits)) return null;
  const callingCode = RECHARGE_CALLING_CODES.find((cc) => digits.startsWith(`+${cc}`));
  return callingCode ? { callingCode, national: digits.slice(callingCode.length + 1) } : null;
}

/** The operator of an E.164 number (`+84961234567` → vn-viettel); null when not recognised. */
export function recogniseE164(e164: string): RechargeOperatorId | null {
  const split = splitRechargeNumber(e164);
  return split ? recogniseOperator(split.callingCode, split.national) : null;
}
