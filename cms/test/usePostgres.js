// setupFiles of the `cms-pg` project: this test file's environment selects PostgreSQL
// (cms/test/templates.ts testDriver()). Jest gives every test file its own copy of process.env.
process.env.TEST_DATABASE = 'postgres';
