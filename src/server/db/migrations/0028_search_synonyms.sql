CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A change to the synonyms reloads the catalogue's search index in every serving process, as any content change does.
CREATE TRIGGER search_synonyms_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');--> statement-breakpoint
-- The seeded pigment families: formulas, trade and common names and Colour Index names that mean the same.
INSERT INTO "search_synonyms" ("terms") VALUES
	(ARRAY['TiO2', '钛白粉', '钛白', '二氧化钛', 'titanium dioxide', 'titanium white', 'PW6']),
	(ARRAY['ZnO', '氧化锌', '锌白', '锌氧粉', 'zinc oxide', 'zinc white', 'PW4']),
	(ARRAY['立德粉', '锌钡白', 'lithopone', 'PW5']),
	(ARRAY['carbon black', '炭黑', '碳黑', 'lamp black', 'PBk7']),
	(ARRAY['Fe3O4', '氧化铁黑', '铁黑', 'iron oxide black', 'black iron oxide', 'PBk11']),
	(ARRAY['Fe2O3', '氧化铁红', '铁红', 'iron oxide red', 'red iron oxide', 'PR101']),
	(ARRAY['FeOOH', '氧化铁黄', '铁黄', 'iron oxide yellow', 'yellow iron oxide', 'PY42']),
	(ARRAY['氧化铁棕', '铁棕', 'iron oxide brown', 'brown iron oxide', 'PBr6']),
	(ARRAY['phthalocyanine blue', '酞菁蓝', 'phthalo blue', 'copper phthalocyanine', '铜酞菁', 'PB15']),
	(ARRAY['phthalocyanine green', '酞菁绿', 'phthalo green', 'PG7', 'PG36']),
	(ARRAY['ultramarine', '群青', '佛青', 'ultramarine blue', 'PB29']),
	(ARRAY['Prussian blue', '铁蓝', '普鲁士蓝', '华蓝', 'iron blue', 'milori blue', 'PB27']),
	(ARRAY['cobalt blue', '钴蓝', 'cobalt aluminate', 'PB28']),
	(ARRAY['Cr2O3', '氧化铬绿', '铬绿', 'chromium oxide green', 'chrome oxide green', 'PG17']),
	(ARRAY['DPP', '吡咯红', 'DPP red', 'diketopyrrolopyrrole', 'PR254']),
	(ARRAY['quinacridone magenta', '喹吖啶酮品红', 'PR122']),
	(ARRAY['quinacridone violet', '喹吖啶酮紫', 'PV19']),
	(ARRAY['dioxazine violet', '永固紫', 'carbazole violet', '咔唑紫', 'PV23']),
	(ARRAY['diarylide yellow', '联苯胺黄', 'benzidine yellow']),
	(ARRAY['hansa yellow', '汉沙黄', 'arylide yellow', 'PY74']),
	(ARRAY['quinophthalone yellow', '喹酞酮黄', 'PY138']),
	(ARRAY['isoindoline yellow', '异吲哚啉黄', 'PY139']),
	(ARRAY['nickel azo yellow', '镍偶氮黄', 'PY150']),
	(ARRAY['benzimidazolone', '苯并咪唑酮']),
	(ARRAY['BiVO4', 'bismuth vanadate', '钒酸铋', '铋黄', 'PY184']),
	(ARRAY['nickel titanate yellow', '钛镍黄', 'nickel titanium yellow', 'PY53']),
	(ARRAY['chrome titanate', '钛铬棕', 'chrome antimony titanium buff', 'PBr24']),
	(ARRAY['permanent red 2B', '永固红2B', 'PR48:2']),
	(ARRAY['lake red C', '金光红', 'PR53:1']),
	(ARRAY['lithol rubine', '立索尔宝红', '宝红', 'PR57:1']),
	(ARRAY['naphthol red', '萘酚红', 'naphthol AS']),
	(ARRAY['aluminium paste', '铝银浆', 'aluminum paste', 'aluminium pigment', '铝粉', 'PM1']),
	(ARRAY['pearl white', '珠光白', '珠光粉', 'pearlescent pigment', 'mica']);
